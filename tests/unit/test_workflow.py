"""The Pages workflow (it cannot run here): its triggers, its pinned actions, and the README's build command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text())


def steps(workflow: dict, job: str) -> list[dict]:
    return workflow["jobs"][job]["steps"]


def readme_commands(section: str) -> list[str]:
    """The indented command lines of a README section."""
    text = (ROOT / "README.md").read_text().split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in text.splitlines() if line.startswith("    python3 ")]


def test_runs_on_a_push_to_main_and_by_hand(workflow):
    triggers = workflow[True]  # YAML 1.1 reads the key `on` as true
    assert triggers["push"]["branches"] == ["main"]
    assert "workflow_dispatch" in triggers


def test_builds_the_site_with_the_command_the_readme_documents(workflow):
    documented = readme_commands("Publishing on GitHub Pages")
    assert documented == ["python3 build.py site"]
    runs = [step.get("run") for step in steps(workflow, "build")]
    assert documented[0] in runs
    assert runs.index("python3 build.py test") > runs.index(documented[0])  # and tests what it published


def test_every_action_is_pinned_by_version(workflow):
    for job in workflow["jobs"]:
        for step in steps(workflow, job):
            if "uses" in step:
                assert re.fullmatch(r"actions/[\w-]+@v\d+", step["uses"]), step["uses"]


def test_sets_up_python_311_and_caches_the_built_assets_by_their_sources(workflow):
    by_action = {step["uses"].split("@")[0]: step for step in steps(workflow, "build") if "uses" in step}
    assert by_action["actions/setup-python"]["with"]["python-version"] == "3.11"
    cache = by_action["actions/cache"]["with"]
    paths = set(cache["path"].split())
    assert {".cache", "static/vendor", "static/dictionary.bin"} <= paths
    assert "static/openings.bin" not in paths  # committed: an older cached book must not replace it
    for source in ("requirements-*.txt", "wordgames/**", "wordgames_build/**"):
        assert source in cache["key"]


def test_publishes_the_built_site_with_the_pages_actions(workflow):
    build = {step["uses"].split("@")[0]: step for step in steps(workflow, "build") if "uses" in step}
    assert build["actions/upload-pages-artifact"]["with"]["path"] == "_site"
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert [step["uses"].split("@")[0] for step in deploy["steps"]] == ["actions/deploy-pages"]


def test_the_browser_tests_use_the_runners_chrome(workflow):
    assert workflow["jobs"]["build"]["env"]["WORDGAMES_CHROMIUM"] == "/usr/bin/google-chrome"
