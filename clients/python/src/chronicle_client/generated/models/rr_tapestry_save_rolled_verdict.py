from enum import StrEnum


class RrTapestrySaveRolledVerdict(StrEnum):
    COMPELLED = "compelled"
    COMPELLED_PLAYER_STIPULATION = "compelled_player_stipulation"
    FREE = "free"
    FREE_GM_STIPULATION = "free_gm_stipulation"

    def __str__(self) -> str:
        return str(self.value)
