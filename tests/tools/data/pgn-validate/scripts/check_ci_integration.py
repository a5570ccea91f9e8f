#!/usr/bin/env python3
"""Runs the ready-made CI integrations of pgn-validate as their hosts would.

  check_ci_integration.py --program P --good G --bad B precommit .pre-commit-hooks.yaml
      the pgn-validate hook: its `files` pattern picks the .pgn files only, and its entry and
      args (as pre-commit runs them, with the file names appended) pass a good file (exit 0)
      and fail a bad one (exit 1)
  check_ci_integration.py --program P --good G --bad B workflow examples/ci/github-actions.yml
      the workflow's "Validate PGN files" step, run with bash in a git repository holding the
      files: ::error annotations and a failing step for a bad file, silence for a good one;
      and the build step builds the pgn-validate target and puts its directory on PATH
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import yaml


def environment(program):
    path = os.path.dirname(os.path.abspath(program)) + os.pathsep + os.environ.get("PATH", "")
    return dict(os.environ, PATH=path, NO_COLOR="1")


def expect(condition, message, failures):
    print(("ok: " if condition else "FAILED: ") + message)
    if not condition:
        failures.append(message)


def check_precommit(options, failures):
    with open(options.file, encoding="utf-8") as f:
        hooks = yaml.safe_load(f)
    hook = next((h for h in hooks if h.get("id") == "pgn-validate"), None)
    expect(hook is not None, "a hook with id pgn-validate", failures)
    if hook is None:
        return
    expect(hook.get("language") == "system", "language: system (the binary is on PATH)", failures)
    pattern = re.compile(hook["files"])
    names = ["games.pgn", "dir/more.pgn", "notes.txt", "games.pgn.bak", "pgn"]
    picked = [n for n in names if pattern.search(n)]
    expect(picked == ["games.pgn", "dir/more.pgn"], f"files: {hook['files']} picks {picked}",
           failures)
    command = shlex.split(hook["entry"]) + list(hook.get("args", []))
    env = environment(options.program)
    for files, wanted in (([options.good], 0), ([options.bad], 1), ([options.good, options.bad], 1)):
        run = subprocess.run(command + files, env=env, capture_output=True, text=True)
        expect(run.returncode == wanted,
               f"{' '.join(command + [os.path.basename(f) for f in files])} exits "
               f"{run.returncode} (expected {wanted})", failures)


def find_step(workflow, name):
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            if step.get("name") == name:
                return step
    return None


def check_workflow(options, failures):
    with open(options.file, encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    build = find_step(workflow, "Build pgn-validate")
    validate = find_step(workflow, "Validate PGN files")
    expect(build is not None and validate is not None, "build and validate steps", failures)
    if build is None or validate is None:
        return
    expect("--target pgn-validate" in build["run"], "the build step builds pgn-validate",
           failures)
    path_line = re.search(r'echo "(.+)" >> "\$GITHUB_PATH"', build["run"])
    built_dir = os.path.dirname(os.path.abspath(options.program))
    expect(path_line is not None and built_dir.endswith(
        path_line[1].split("/build/", 1)[-1]),
        "the directory put on PATH is where the pgn-validate target is built", failures)
    script = validate["run"]
    expect("pgn-validate --format github" in script, f"the step runs: {script}", failures)
    env = environment(options.program)
    for files, wanted_error in (([options.good], False), ([options.good, options.bad], True)):
        with tempfile.TemporaryDirectory() as repo:
            subprocess.run(["git", "init", "-q", repo], check=True)
            for f in files:
                shutil.copy(f, repo)
            subprocess.run(["git", "-C", repo, "add", "."], check=True)
            run = subprocess.run(["bash", "-e", "-c", script], cwd=repo, env=env,
                                 capture_output=True, text=True)
            bad_name = os.path.basename(options.bad)
            errors = [line for line in run.stdout.splitlines()
                      if line.startswith(f"::error file={bad_name},line=")]
            if wanted_error:
                expect(errors and run.returncode != 0,
                       f"a bad file: {len(errors)} ::error lines, step exit {run.returncode}",
                       failures)
            else:
                expect(not run.stdout and run.returncode == 0,
                       f"a good file: no annotations, step exit {run.returncode}", failures)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--good", required=True)
    parser.add_argument("--bad", required=True)
    parser.add_argument("what", choices=["precommit", "workflow"])
    parser.add_argument("file")
    options = parser.parse_args()
    failures = []
    (check_precommit if options.what == "precommit" else check_workflow)(options, failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
