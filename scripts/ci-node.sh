#!/usr/bin/env bash
# Node.js for CI (docs/decisions/0011-node-24.md). Source it (`. scripts/ci-node.sh`, as .ci/run does) to get
# the Node major of `.nvmrc` (or newer) first on PATH for the rest of the shell; run it alone
# (`bash scripts/ci-node.sh`) to fetch and check it and print `export` lines for `eval "$(…)"`.
#
# - The machine's `node` is kept when its major is at least `.nvmrc`'s.
# - Otherwise the newest `node-linux-<arch>@<major>` is fetched from the npm registry with the machine's
#   npm (`npm pack`: the registry's full Node distribution — bin/node and include/node, no npm) and
#   unpacked into `.cache/node/` of this clone (`CAMPUS_NODE_CACHE` elsewhere; the folder ignores
#   itself in git). An unpacked version is reused; `CAMPUS_NODE_REFRESH=1` asks the registry again.
#   Nothing is downloaded from anywhere but the npm registry. Without npm at all, Debian's `npm` package
#   is installed first (apt, like chromium and ffmpeg in .ci/run), only to run `npm pack`.
# - npm then runs on the selected Node (its bin starts with `#!/usr/bin/env node`), and
#   `npm_config_nodedir` names that Node's own headers, so a native build can never use the machine's
#   `nodedir` (Node 20's /usr/include/node here) under another Node; when the selected Node has no
#   headers beside it, npm_config_nodedir is set empty (no native package is built in this project).

campus_ci_node() {
  local root want cache_root os arch have prefix dir tmp tgz version headers_major candidate
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd) || return 1
  want=$(tr -dc '0-9' < "$root/.nvmrc")
  if [ -z "$want" ]; then echo "ci-node: .nvmrc names no Node major" >&2; return 1; fi

  have=0
  if command -v node >/dev/null 2>&1; then
    have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)
  fi
  case "$have" in '' | *[!0-9]*) have=0 ;; esac

  if [ "$have" -ge "$want" ]; then
    echo "ci-node: the machine's node $(node --version) is new enough (>= $want)"
  else
    case "$(uname -s)" in
      Linux) os=linux ;;
      Darwin) os=darwin ;;
      *) echo "ci-node: no Node package for $(uname -s)" >&2; return 1 ;;
    esac
    case "$(uname -m)" in
      x86_64 | amd64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) echo "ci-node: no Node package for $(uname -m)" >&2; return 1 ;;
    esac
    cache_root=${CAMPUS_NODE_CACHE:-$root/.cache/node}
    mkdir -p "$cache_root" || return 1
    # The cache lives in the clone; keep it out of git without touching .gitignore.
    if [ -z "${CAMPUS_NODE_CACHE:-}" ] && [ ! -e "$root/.cache/.gitignore" ]; then
      printf '*\n' > "$root/.cache/.gitignore"
    fi

    dir=""
    if [ "${CAMPUS_NODE_REFRESH:-0}" != 1 ]; then
      # Newest unpacked node-v<want>.x of this platform that runs.
      for candidate in $(ls -d "$cache_root/node-v$want."*"-$os-$arch" 2>/dev/null | sort -V -r); do
        if "$candidate/bin/node" --version >/dev/null 2>&1; then dir=$candidate; break; fi
      done
    fi

    if [ -z "$dir" ]; then
      if ! command -v npm >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
          echo "ci-node: no npm on this machine; installing Debian's npm to reach the registry"
          if [ "$(id -u)" -eq 0 ]; then
            DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
          else
            sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
          fi
        fi
        if ! command -v npm >/dev/null 2>&1; then echo "ci-node: npm is needed to fetch Node $want" >&2; return 1; fi
      fi
      tmp=$(mktemp -d "$cache_root/.fetch-XXXXXX") || return 1
      echo "ci-node: node major ${have} (0: none) is older than $want; fetching node-$os-$arch@$want from the npm registry"
      # In the temp folder, so the project's .npmrc and workspaces play no part; no scripts run.
      if ! (cd "$tmp" && npm pack "node-$os-$arch@$want" --ignore-scripts --silent --no-audit --no-fund </dev/null >/dev/null); then
        rm -rf "$tmp"; echo "ci-node: npm pack node-$os-$arch@$want failed" >&2; return 1
      fi
      tgz=$(ls "$tmp"/node-"$os"-"$arch"-*.tgz 2>/dev/null | head -n 1)
      version=${tgz##*/node-$os-$arch-}
      version=${version%.tgz}
      mkdir -p "$tmp/unpacked" && tar -xzf "$tgz" -C "$tmp/unpacked" --strip-components=1 --no-same-owner || {
        rm -rf "$tmp"; echo "ci-node: could not unpack $tgz" >&2; return 1
      }
      if ! "$tmp/unpacked/bin/node" --version >/dev/null 2>&1; then
        rm -rf "$tmp"; echo "ci-node: the fetched node does not run here" >&2; return 1
      fi
      dir="$cache_root/node-v$version-$os-$arch"
      rm -rf "$dir"
      mv "$tmp/unpacked" "$dir" && rm -rf "$tmp" || return 1
    fi

    export PATH="$dir/bin:$PATH"
    hash -r
  fi

  # Native builds (node-gyp) must use the headers of the Node that runs, not the machine's `nodedir`.
  prefix=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
  headers_major=""
  if [ -f "$prefix/include/node/common.gypi" ] && [ -f "$prefix/include/node/node_version.h" ]; then
    headers_major=$(sed -n 's/^#define NODE_MAJOR_VERSION \([0-9]*\).*/\1/p' "$prefix/include/node/node_version.h")
  fi
  if [ "$headers_major" = "$(node -p 'process.versions.node.split(".")[0]')" ]; then
    export npm_config_nodedir="$prefix"
  else
    export npm_config_nodedir=""
  fi

  echo "ci-node: node $(node --version) at $(command -v node); npm $(npm --version 2>/dev/null || echo missing); nodedir '${npm_config_nodedir}'"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Run alone: fetch/check, then print what a caller evals.
  set -uo pipefail
  campus_ci_node >&2 || exit 1
  printf 'export PATH=%q\nexport npm_config_nodedir=%q\n' "$PATH" "$npm_config_nodedir"
else
  campus_ci_node || return 1
fi
