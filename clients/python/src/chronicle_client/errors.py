"""A refusal from the server: its status and its problem (RFC 9457, docs/api.md "Errors")."""

from __future__ import annotations

import json
from typing import Any

import httpx

from chronicle_client.generated.models import Problem, ProblemData


class ChronicleError(Exception):
    """The server refused a request: `status`, and the problem's stable `code`, `detail` and `data`
    (`problem` is the whole `Problem`, when the answer held one)."""

    def __init__(self, status: int, problem: Problem | None, text: str = "") -> None:
        self.status = status
        self.problem = problem
        self.code: str | None = problem.code if problem is not None else None
        detail = problem.detail if problem is not None and isinstance(problem.detail, str) else None
        self.detail: str = detail or text or f"HTTP {status}"
        data = problem.data if problem is not None and isinstance(problem.data, ProblemData) else None
        self.data: dict[str, Any] = data.to_dict() if data is not None else {}
        super().__init__(f"{status} {self.code or 'error'}: {self.detail}")


def refusal(response: httpx.Response) -> ChronicleError:
    """The error a non-2xx answer stands for (its body must have been read)."""
    problem: Problem | None = None
    try:
        body = json.loads(response.content) if response.content else None
    except ValueError:
        body = None
    if isinstance(body, dict) and "status" in body and "title" in body:
        try:
            problem = Problem.from_dict(body)
        except (KeyError, TypeError, ValueError):
            problem = None
    return ChronicleError(response.status_code, problem, response.text if problem is None else "")
