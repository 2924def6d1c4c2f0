from enum import StrEnum


class RrCallForTestRequestSensitivitiesItem(StrEnum):
    APPEARANCE = "appearance"
    BALANCE = "balance"
    FINE_MOTOR = "fine_motor"
    VOICE = "voice"

    def __str__(self) -> str:
        return str(self.value)
