from enum import StrEnum


class WebhookPatchFormat(StrEnum):
    CHRONICLE = "chronicle"
    DISCORD = "discord"

    def __str__(self) -> str:
        return str(self.value)
