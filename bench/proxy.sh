#!/bin/sh
# Runs nginx in the foreground with deploy/nginx/eqmp.conf in front of a running portal.
#
#   bench/proxy.sh [PORTAL_PORT] [PROXY_PORT]        # defaults 8080 and 8081
#
# The configuration is the shipped one with three lines changed: the portal's port, the listen
# address (127.0.0.1:PROXY_PORT) and the cache directory. Config, cache and error log live in
# PROXY_DIR (default: a new directory under /tmp). Installs nginx-light with apt-get when no
# nginx is found, unless PROXY_NO_INSTALL=1 (then it exits with status 3). Loads the brotli
# filter (deploy/nginx/brotli.conf) when libnginx-mod-http-brotli-filter is installed.
set -eu

UPSTREAM=${1:-8080}
PORT=${2:-8081}
ROOT=$(cd "$(dirname "$0")/.." && pwd)

NGINX=$(command -v nginx || true)
[ -n "$NGINX" ] || [ ! -x /usr/sbin/nginx ] || NGINX=/usr/sbin/nginx
if [ -z "$NGINX" ]; then
  if [ "${PROXY_NO_INSTALL:-0}" = 1 ]; then
    echo "proxy.sh: no nginx binary (apt-get install -y nginx-light)" >&2
    exit 3
  fi
  apt-get install -y nginx-light || apt-get install -y nginx
  NGINX=/usr/sbin/nginx
fi

DIR=${PROXY_DIR:-$(mktemp -d /tmp/eqmp-proxy.XXXXXX)}
mkdir -p "$DIR/cache" "$DIR/temp"
# Started as root, nginx's workers run as nobody: they must reach and write the cache.
chmod 755 "$DIR"
[ "$(id -u)" != 0 ] || chown -R nobody "$DIR/cache" "$DIR/temp"

LOAD=""
BROTLI=""
MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
if [ -f "$MODULE" ]; then
  LOAD="load_module $MODULE;"
  BROTLI="include $ROOT/deploy/nginx/brotli.conf;"
fi

sed -e "s#server 127.0.0.1:8080;#server 127.0.0.1:$UPSTREAM;#" \
  -e "s#listen 80;#listen 127.0.0.1:$PORT;#" \
  -e "/listen \[::\]:80;/d" \
  -e "s#/var/cache/nginx/eqmp#$DIR/cache#" \
  -e "s|# include /etc/nginx/eqmp/brotli.conf;|$BROTLI|" \
  "$ROOT/deploy/nginx/eqmp.conf" >"$DIR/eqmp.conf"

cat >"$DIR/nginx.conf" <<EOF
daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid $DIR/nginx.pid;
error_log $DIR/error.log warn;
$LOAD
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $DIR/temp/body;
  proxy_temp_path $DIR/temp/proxy;
  fastcgi_temp_path $DIR/temp/fastcgi;
  uwsgi_temp_path $DIR/temp/uwsgi;
  scgi_temp_path $DIR/temp/scgi;
  include $DIR/eqmp.conf;
}
EOF

"$NGINX" -t -q -p "$DIR" -c "$DIR/nginx.conf"
echo "proxy.sh: nginx on http://127.0.0.1:$PORT/ in front of the portal on 127.0.0.1:$UPSTREAM ($DIR)"
exec "$NGINX" -p "$DIR" -c "$DIR/nginx.conf"
