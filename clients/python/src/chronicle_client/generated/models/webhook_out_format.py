from enum import StrEnum


class WebhookOutFormat(StrEnum):
    CHRONICLE = "chronicle"
    DISCORD = "discord"

    def __str__(self) -> str:
        return str(self.value)
