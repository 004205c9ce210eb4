# Installs what tablelab needs to build when it is missing: libedit's headers (line editing) and
# pkg-config (how SwiftPM finds them). Sourced by scripts/start and scripts/test.
ensure_deps() {
  local missing=()
  dpkg -s libedit-dev >/dev/null 2>&1 || missing+=(libedit-dev)
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "tablelab: installing ${missing[*]} …" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "tablelab: please install ${missing[*]} as root (apt-get install -y ${missing[*]})" >&2; return 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
