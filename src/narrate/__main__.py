"""`python -m narrate` is the `narrate` command."""

from .cli import main

main()
