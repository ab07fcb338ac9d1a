"""An abbreviation with its long form is a term (language.spelled_out): Schwartz and Hearst's test, not a list of
acronyms. Cases from the s15 held-out reading of wlals2 (ko), the s14 held-out reading of billhu0 (zh-Hans) and
swhan9404's AWS notes (ko), and the shapes that must stay phrases."""

from __future__ import annotations

import pytest

from narrate.text.language import own_phrase, spelled_out


@pytest.mark.parametrize(
    "text",
    [
        "IRSA (IAM Roles for Service Accounts)",  # wlals2 amazon-eks guide
        "3.2 SST — State Snapshot Transfer",  # wlals2 mysql-ha-concept
        "wsrep — Write Set Replication",  # letters inside words, not only initials
        "AWS IAM (Identity and Access Management)",  # billhu0 aws_basics: a name opens the term
        "NAS (Network attached storage)",  # swhan9404 AWS 4주차
        "Pod Security Standards (PSS)",  # the long form first
        "The Big Deal (TBD)",  # (an abbreviation too, by the letters: the test reads no meaning)
    ],
)
def test_an_abbreviation_spelled_out_is_a_term(text: str) -> None:
    assert spelled_out(text)
    assert own_phrase(text, "ko") is None


@pytest.mark.parametrize(
    "text",
    [
        "clui: draws command-line tables",  # a colon's definition (zerosheepmoo): no long form
        "Getting Started with WebRTC",  # a title, no abbreviation
        "Amazon S3 (Simple Storage Service)",  # '3' is in no word of the long form
        "Quorum — Majority rule",  # a word and its gloss, not an abbreviation
        "API (an interface)",  # the letters are not the long form's
    ],
)
def test_other_shapes_are_not_spelled_out(text: str) -> None:
    assert not spelled_out(text)
