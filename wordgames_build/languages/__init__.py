"""The ten language packs (es fr de it pt nl sv pl ru el): their table, sources, words, commonness and assets."""
