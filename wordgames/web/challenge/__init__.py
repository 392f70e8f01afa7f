"""The Word Challenge tab: the timed game, the solver and the word finder."""
