from enum import StrEnum


class RrTurnPurchasedPrecedence(StrEnum):
    FIRST_RIGHT = "first_right"
    HIGHEST_IN_ORDER = "highest_in_order"

    def __str__(self) -> str:
        return str(self.value)
