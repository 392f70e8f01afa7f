"""Wordle of any length 3–20: feedback, knowledge, candidates, strategies, games, simulation."""
