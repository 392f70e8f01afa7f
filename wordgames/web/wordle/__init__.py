"""The Wordle tab: the game view, its modes, board, settings, result dialog and analysis."""
