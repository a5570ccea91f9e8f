#!/usr/bin/env bash
# Installs every Debian package the build, the tests, the tools and the benchmarks need.
# Idempotent: does nothing when everything is present; uses sudo only when not root.
set -euo pipefail

packages=(
    cmake g++ make git
    libboost-dev libboost-program-options-dev libfmt-dev
    libgtest-dev libgmock-dev libbenchmark-dev
    libzstd-dev zlib1g-dev libbz2-dev liblzma-dev pkg-config
    clang clang-format libclang-rt-14-dev
    python3
)

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
