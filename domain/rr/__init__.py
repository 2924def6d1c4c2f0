"""Robots & Rapiers: robots in a theme-park city, Role vs Self Awareness, Inspiration, successes as currency.

The ruleset package. `RULESET` is assembled in `domain.rr.ruleset` once the rules modules exist.
"""
