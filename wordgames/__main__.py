"""`python -m wordgames`: the command line."""

from .cli import main

raise SystemExit(main())
