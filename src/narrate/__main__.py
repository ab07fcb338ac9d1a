"""`python -m narrate` is the `narrate` command."""

from .cli import run

run()
