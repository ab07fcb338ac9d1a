"""The wall clock, read in one place: the present in UTC, and as the ISO 8601 text narrate's records keep.

Records say when they were made to the second (a manifest's `built`, the cache's usage records, the output
lock's note); what decides output never reads the clock (an unchanged site renders the same bytes).
"""

from __future__ import annotations

import datetime as dt

__all__ = ["now", "now_iso"]


def now() -> dt.datetime:
    """The present, in UTC (an aware datetime)."""
    return dt.datetime.now(dt.timezone.utc)


def now_iso() -> str:
    """The present in UTC to the second, ISO 8601 (`2026-12-05T01:02:03+00:00`)."""
    return now().replace(microsecond=0).isoformat()
