from enum import StrEnum


class DeliveryOutOutcome(StrEnum):
    DELIVERED = "delivered"
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
