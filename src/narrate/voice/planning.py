"""How a script's missing chunks are sent: which travel together in one request, and how large each is.

Adjacent missing chunks with one voice and language may share a request when the engine can
cut its answer back per chunk (:mod:`narrate.voice.merge`). The requests are sized so that the
run's connections finish together: about a whole, a half or a third of a connection's share of
the characters, each plan then balanced, and the one answered and handled soonest kept.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from .engines.base import SpeechRequest
from .merge import balance, finish, plan_groups, said_length, stop_for

__all__ = ["PLAN_PARTS", "plan_units", "runs"]

#: The request sizes tried, as fractions of a connection's share of the characters (1/1, 1/2, 1/3).
PLAN_PARTS = (1, 2, 3)


def plan_units(
    requests: Sequence[SpeechRequest],
    keys: Sequence[str],
    missing: Sequence[int],
    *,
    busy: Container[str],
    concurrency: int,
    target_chars: int | None = None,
) -> list[list[int]]:
    """The missing chunks (indexes into `requests`) as merged requests: runs of adjacent chunks with
    one voice and language, cut into requests sized so that they are all answered and handled soonest
    (or of about `target_chars`, if set); a chunk whose key is `busy` (another request is fetching
    it), or one repeated in the script, goes on its own (it shares the other request's answer)."""
    chunk_runs = runs(requests, keys, missing, busy)
    # Planned as sent: a chunk that ends no sentence is given a stop when another follows it in its
    # request (merge.request_texts), so a heading goes with the paragraph under it.
    texts = [[requests[i].text + stop_for(requests[i].text) for i in run] for run in chunk_runs]
    share = sum(len(requests[i].text) for i in missing) / max(1, concurrency)
    plans = _plans(texts, share, concurrency, target_chars)
    return [[run[n] for n in group] for run, plan in zip(chunk_runs, plans) for group in plan]


def runs(
    requests: Sequence[SpeechRequest], keys: Sequence[str], missing: Sequence[int], busy: Container[str]
) -> list[list[int]]:
    """The missing chunks in runs that may share a request: adjacent, one voice and language, and
    neither `busy` nor repeated in the script (those go alone)."""
    found: list[list[int]] = []
    seen: set[str] = set()
    previous_alone = True
    for index in missing:
        alone = keys[index] in busy or keys[index] in seen
        seen.add(keys[index])
        if (
            not alone
            and not previous_alone
            and found[-1][-1] == index - 1
            and requests[index - 1].voice == requests[index].voice
            and requests[index - 1].lang == requests[index].lang
        ):
            found[-1].append(index)
        else:
            found.append([index])
        previous_alone = alone
    return found


def _plans(
    texts: Sequence[Sequence[str]], share: float, concurrency: int, target_chars: int | None
) -> list[list[list[int]]]:
    """Each run's requests (positions in it). Requests of about a whole, half, or a third of a
    connection's `share` of the characters, each then balanced (merge.balance: the cuts moved so
    that all are answered and handled soonest, sent longest first); the best of them."""

    def planned(target: int) -> list[list[list[int]]]:
        return [plan_groups(run, target) if len(run) > 1 else [[0]] for run in texts]

    if target_chars is not None:
        return planned(target_chars)

    def cost(plan: list[list[list[int]]]) -> tuple[int, int]:
        sizes = [sum(said_length(texts[r][n]) for n in group) for r, groups in enumerate(plan) for group in groups]
        return finish(sizes, concurrency), len(sizes)

    candidates = [balance(texts, planned(int(min(1500, max(400, share / parts)))), concurrency) for parts in PLAN_PARTS]
    return min(candidates, key=cost)
