"""``python -m bot.console``: the console adapter."""
from __future__ import annotations

import sys

from bot.console.main import main

sys.exit(main())
