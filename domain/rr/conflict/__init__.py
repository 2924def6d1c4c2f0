"""Robots & Rapiers extended conflicts: Turn Order, Action Points, ambushes, breaks."""
