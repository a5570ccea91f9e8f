#!/usr/bin/env bash
# Installs every Debian package the build, the tests, the tools and the benchmarks need.
# Idempotent: does nothing when everything is present; uses sudo only when not root.
set -euo pipefail

packages=(
    cmake g++ make git
    libboost-dev libboost-program-options-dev libfmt-dev
    libgtest-dev libgmock-dev libbenchmark-dev
    libzstd-dev zlib1g-dev libbz2-dev liblzma-dev pkg-config
    clang-format
    clang-16 libclang-rt-16-dev  # the sanitizer build and the fuzz targets (clang >= 16)
    python3 time pgn-extract     # pgn-extract: the differential test
    python3-yaml python3-jsonschema python3-distributed  # pgn-validate tests; pgn-dask (Dask)
)

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
# npm fetches the SARIF schema below; any npm will do (Node.js packages often bring their own).
command -v npm >/dev/null || missing+=(npm)

if ((${#missing[@]} > 0)); then
    echo "install-deps: installing ${missing[*]}" >&2
    sudo_cmd=()
    if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get update -qq
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# The published SARIF 2.1.0 JSON schema (2.1.0-rtm.5), which the pgn-validate tests validate
# its SARIF output against. The npm package @microsoft/jest-sarif ships it; the package is only
# downloaded (npm pack) and the schema extracted into a cache directory: nothing is installed
# globally. The tests look for it there (CMake cache variable CHESS_SARIF_SCHEMA).
cache_dir=${CHESS_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/chess-notation}
sarif_schema=$cache_dir/sarif-schema-2.1.0.json
sarif_sha256=2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8
if [[ ! -s $sarif_schema ]]; then
    echo "install-deps: fetching the SARIF 2.1.0 schema into $cache_dir" >&2
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    (cd "$scratch" && npm pack --silent @microsoft/jest-sarif@1.0.0-beta.0 >/dev/null)
    tar -xzf "$scratch"/microsoft-jest-sarif-1.0.0-beta.0.tgz -C "$scratch" \
        package/lib/schemas/sarif-2.1.0-rtm.5.json
    echo "$sarif_sha256  $scratch/package/lib/schemas/sarif-2.1.0-rtm.5.json" | sha256sum -c --quiet
    mkdir -p "$cache_dir"
    mv "$scratch"/package/lib/schemas/sarif-2.1.0-rtm.5.json "$sarif_schema"
fi
