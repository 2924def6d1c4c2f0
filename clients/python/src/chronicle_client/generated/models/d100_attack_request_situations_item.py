from enum import StrEnum


class D100AttackRequestSituationsItem(StrEnum):
    ATTACKER_BLIND = "attacker_blind"
    ATTACKER_PRONE = "attacker_prone"
    BLIND_OPPONENT = "blind_opponent"
    ENGAGED_OPPONENT_REAR = "engaged_opponent_rear"
    HEAVY_COVER = "heavy_cover"
    LARGE_TARGET = "large_target"
    LIGHT_COVER = "light_cover"
    MEDIUM_COVER = "medium_cover"
    PRONE_OPPONENT = "prone_opponent"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
