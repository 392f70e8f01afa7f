"""The minimal DAWG of sorted words (Daciuk et al., incremental), built in steps, its states numbered so
that every edge points forward: the structure ``lexicon.Lexicon`` stores and searches."""

from __future__ import annotations

from collections.abc import Generator, Iterator, Mapping

# The most trie states a word list may make (the English list makes 159,546): the builder holds
# a few hundred bytes per state, so this bounds what a list of random letters can take.
MAX_STATES = 600_000
STEP_WORDS = 1024  # words (or states) between two yields of the stepwise builder


class DawgError(ValueError):
    """The words make too many states."""


def dawg_steps(
    sorted_words: list[str], codes: Mapping[str, int]
) -> Generator[float, None, tuple[list[bool], list[list[tuple[int, int]]]]]:
    """Minimal acyclic automaton for sorted words (Daciuk et al., incremental), DFS-numbered, its edges
    labelled with the letters' ``codes`` (an alphabet's, in the words' order).

    Yields the share of the work done every STEP_WORDS words (or states), and returns ``final``
    flags and sorted edge lists per state, numbered in depth-first pre-order from the root
    (state 0), so every edge goes to a higher-numbered state. Raises DawgError once the
    automaton has more than MAX_STATES states, which bounds the memory a list can take.
    """
    # Nodes are mutable [final, {letter: child_id}] during construction; ids index `nodes`.
    # A node merged into an equal registered one becomes None, so that only the automaton's
    # states and the path of the last word are held.
    nodes: list[list | None] = [[False, {}]]
    register: dict[tuple, int] = {}
    unchecked: list[tuple[int, int, int]] = []  # (parent, letter, child)
    previous = ""

    def signature(node_id: int) -> tuple:
        final, children = nodes[node_id]
        return (final, tuple(sorted(children.items())))

    def minimize(down_to: int) -> None:
        while len(unchecked) > down_to:
            parent, letter, child = unchecked.pop()
            key = signature(child)
            existing = register.get(key)
            if existing is not None:
                nodes[parent][1][letter] = existing
                nodes[child] = None
            else:
                register[key] = child
        if len(register) > MAX_STATES:
            raise DawgError(
                f"the word list makes too large a dictionary (over {MAX_STATES:,} trie states; "
                "an English list of 369,351 words makes 159,546)"
            )

    for count, word in enumerate(sorted_words, 1):
        common = 0
        for a, b in zip(word, previous):
            if a != b:
                break
            common += 1
        minimize(common)
        node = unchecked[-1][2] if unchecked else 0
        for ch in word[common:]:
            nodes.append([False, {}])
            child = len(nodes) - 1
            code = codes[ch]
            nodes[node][1][code] = child
            unchecked.append((node, code, child))
            node = child
        nodes[node][0] = True
        previous = word
        if count % STEP_WORDS == 0:
            yield 0.8 * count / len(sorted_words)
    minimize(0)
    # The builder's objects are freed a part at a time: its million small ones at once would hold a page up.
    while register:
        for _ in range(min(STEP_WORDS, len(register))):
            register.popitem()
        yield 0.8

    # Number states so that every edge goes from a lower to a higher number.
    order = yield from _topological_order(nodes)
    yield 0.95
    final = [False] * len(order)
    edges: list[list[tuple[int, int]]] = [[] for _ in order]
    for count, (old, new) in enumerate(order.items(), 1):
        final[new] = nodes[old][0]
        edges[new] = [(letter, order[child]) for letter, child in sorted(nodes[old][1].items())]
        nodes[old] = None
        if count % STEP_WORDS == 0:
            yield 0.95
    return final, edges


def _topological_order(nodes: list[list]) -> Generator[float, None, dict[int, int]]:
    """Reverse post-order from the root: every edge then goes from a lower to a higher number."""
    post: list[int] = []
    seen = {0}
    stack: list[tuple[int, Iterator]] = [(0, iter(sorted(nodes[0][1].items())))]
    while stack:
        node, children = stack[-1]
        for _, child in children:
            if child not in seen:
                seen.add(child)
                stack.append((child, iter(sorted(nodes[child][1].items()))))
                break
        else:
            stack.pop()
            post.append(node)
            if len(post) % STEP_WORDS == 0:
                yield 0.9
    return {old: new for new, old in enumerate(reversed(post))}
