"""HTTP routes. Command routes are generated from the registered rulesets (`commands.py`); the rest are
hand-written reads, access management and system endpoints."""
