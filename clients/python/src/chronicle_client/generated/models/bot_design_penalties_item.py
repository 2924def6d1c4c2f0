from enum import StrEnum


class BotDesignPenaltiesItem(StrEnum):
    ARMLESS = "armless"
    BLIND = "blind"
    BUGGY = "buggy"
    CANNOT_COMMUNICATE = "cannot-communicate"
    CONSPICUOUS = "conspicuous"
    DEAF = "deaf"
    FRAGILE = "fragile"
    IMMOBILE = "immobile"
    NOT_WATERPROOF = "not-waterproof"
    OBEDIENT = "obedient"
    SLOW = "slow"
    TOP_HEAVY = "top-heavy"
    WEAK_BATTERY = "weak-battery"

    def __str__(self) -> str:
        return str(self.value)
