"""No import circles among Chronicle's packages: every module can be read (and imported) knowing only what
it imports. Counted are all imports, at module level, under TYPE_CHECKING and inside functions alike (a
lazy import that only dodges a circle at run time is still a circle in the design). Importing `a.b.c` from
outside the package `a.b` counts as importing `a.b` too, since Python runs `a/b/__init__.py` first: a
circle through a package's `__init__` is a circle. `from pkg import mod` counts as importing `pkg.mod`.

Nothing may import by a name computed at run time (`importlib.import_module`, `__import__`) or load a
package's names lazily (a module-level `__getattr__`, PEP 562): such an import is invisible to this check,
and the one reason to write it is to hide a circle. The product's packages never import the benchmarks,
which import the product."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("application", "domain", "eventstore", "server", "benchmarks")
PRODUCT = ("application", "domain", "eventstore", "server")


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    def ours(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                deps.update(d for d in (ours(a.name) for a in node.names) if d)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                submodules = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in modules]
                deps.update(submodules)
                if len(submodules) < len(node.names) and (target := ours(node.module)):
                    deps.add(target)
        for dep in list(deps):
            package = dep.rpartition(".")[0]
            while package:
                if package in modules and not name.startswith(f"{package}."):
                    deps.add(package)
                package = package.rpartition(".")[0]
        deps.discard(name)
        graph[name] = deps
    return graph


def _hidden_imports(modules: dict[str, Path]) -> list[str]:
    """Imports the graph cannot see: by a computed name, or a package's names loaded on first use."""
    found = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if called in ("import_module", "__import__"):
                    found.append(f"{name}:{node.lineno} {called}")
        found.extend(
            f"{name}:{node.lineno} module __getattr__"
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name == "__getattr__"
        )
    return found


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, deps = work[-1]
            for dep in deps:
                if dep not in index:
                    index[dep] = low[dep] = len(index)
                    stack.append(dep)
                    on_stack.add(dep)
                    work.append((dep, iter(sorted(graph[dep]))))
                    break
                if dep in on_stack:
                    low[node] = min(low[node], index[dep])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
    return circles


def test_the_packages_import_each_other_without_circles() -> None:
    modules = _modules()
    assert "application.command_handler" in modules and "server.app" in modules
    assert _circles(_graph(modules)) == []


def test_the_check_finds_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_a_circle_through_a_package_init_is_a_circle(tmp_path: Path) -> None:
    """`p.one.x` imports `p.two.y`, whose package's `__init__` imports `p.two.z`, which imports `p.one.w`:
    Python runs `p/one/__init__.py` (which imports `p.one.x`) before `p.one.w`, so the four close a circle
    though no module imports one that imports it back."""
    files = {
        "p/__init__.py": "",
        "p/one/__init__.py": "from p.one import x\n",
        "p/one/x.py": "def f():\n    from p.two.y import g\n",
        "p/one/w.py": "",
        "p/two/__init__.py": "from p.two import z\n",
        "p/two/y.py": "",
        "p/two/z.py": "from p.one.w import h\n",
    }
    modules = {}
    for relative, text in files.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
        parts = Path(relative).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = tmp_path / relative
    assert _circles(_graph(modules)) == [["p.one", "p.one.x", "p.two", "p.two.z"]]


def test_nothing_imports_by_a_computed_name_or_lazily_by_attribute() -> None:
    assert _hidden_imports(_modules()) == []


def test_the_check_finds_a_hidden_import(tmp_path: Path) -> None:
    facade = tmp_path / "facade.py"
    facade.write_text(
        "from importlib import import_module\n\n\ndef __getattr__(name):\n    return import_module(name)\n"
    )
    assert _hidden_imports({"facade": facade}) == ["facade:5 import_module", "facade:4 module __getattr__"]


def test_the_product_never_imports_the_benchmarks() -> None:
    graph = _graph(_modules())
    assert [
        (name, dep)
        for name, deps in graph.items()
        if name.startswith(PRODUCT)
        for dep in deps
        if dep.split(".")[0] == "benchmarks"
    ] == []
