"""Word Games: a pure-Python engine for Word Challenge and generalised Wordle."""
