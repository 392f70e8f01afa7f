"""The Lab tab, imported on its first visit: the race and its worker, charts, the watched game, automatic play."""
