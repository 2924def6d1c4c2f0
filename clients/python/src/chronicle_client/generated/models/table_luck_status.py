from enum import StrEnum


class TableLuckStatus(StrEnum):
    AWAITING_REVEAL = "awaiting_reveal"
    FAILING = "failing"
    MIXED = "mixed"
    NO_ROLLS = "no_rolls"
    PHYSICAL = "physical"
    PROVEN = "proven"
    UNPROVEN = "unproven"

    def __str__(self) -> str:
        return str(self.value)
