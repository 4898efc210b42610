#!/bin/sh
# PostgreSQL 15 and Redis 7 from Debian 12's own packages for Mehendi Market (docs/deploy.md): a database
# and a user with a random password, Redis on this machine only, and DATABASE_URL and REDIS_URL written
# into the app's settings file. Run as root; running it again keeps the data and sets a new password.
#   sudo sh deploy/setup-databases.sh
# Settings (environment): DB_NAME, DB_USER (both `mehendi`), ENV_FILE (/etc/mehendi/mehendi.env),
# SKIP_APT=1 (the packages are there already), PSQL (how to reach PostgreSQL as its superuser; default
# `runuser -u postgres -- psql`), REDIS_CONF (/etc/redis/redis.conf).
set -eu
db_name="${DB_NAME:-mehendi}"
db_user="${DB_USER:-mehendi}"
env_file="${ENV_FILE:-/etc/mehendi/mehendi.env}"
psql_admin="${PSQL:-runuser -u postgres -- psql}"
redis_conf="${REDIS_CONF:-/etc/redis/redis.conf}"

case "$db_name$db_user" in
*[!a-z0-9_]*)
	echo "DB_NAME and DB_USER: lower-case letters, digits and _ only" >&2
	exit 1
	;;
esac

if [ "${SKIP_APT:-}" != 1 ]; then
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql redis-server
fi

start() { # a service, with systemd or without it (a container)
	if [ -d /run/systemd/system ]; then
		systemctl enable --now "$1"
	elif [ "$1" = postgresql ]; then
		pg_isready -q -h 127.0.0.1 || pg_ctlcluster "$(ls /etc/postgresql | sort -n | tail -1)" main start
	else
		redis-cli ping >/dev/null 2>&1 || redis-server "$redis_conf" --daemonize yes
	fi
}
start postgresql
# Debian's Redis listens on 127.0.0.1 and ::1 only, with protected mode on: nothing to open up. The app
# keeps rate limits and the live notifications' channel there; no key may be evicted.
if ! grep -q '^maxmemory-policy noeviction' "$redis_conf"; then
	echo 'maxmemory-policy noeviction' >>"$redis_conf"
fi
start redis-server

# Hex: a password that needs no escaping in a URL.
password="$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')"
$psql_admin -v ON_ERROR_STOP=1 -q <<SQL
select format('create role %I login', '$db_user') where not exists (select from pg_roles where rolname = '$db_user')
\gexec
alter role "$db_user" with login password '$password';
select format('create database %I owner %I', '$db_name', '$db_user') where not exists (select from pg_database where datname = '$db_name')
\gexec
revoke all on database "$db_name" from public;
SQL
# The app creates the pg_trgm extension in its first migration; as the database's owner it may not, so
# it is made here by the superuser.
PGOPTIONS='-c client_min_messages=warning' $psql_admin -v ON_ERROR_STOP=1 -q -d "$db_name" -c 'create extension if not exists pg_trgm'

database_url="postgres://${db_user}:${password}@127.0.0.1:5432/${db_name}"
redis_url="redis://127.0.0.1:6379"

# Into the settings file: replaced where the lines are, added where not; readable by root and the app.
mkdir -p "$(dirname "$env_file")"
touch "$env_file"
for line in "DATABASE_URL=${database_url}" "REDIS_URL=${redis_url}"; do
	name="${line%%=*}"
	if grep -q "^${name}=" "$env_file"; then
		sed -i "s|^${name}=.*|${line}|" "$env_file"
	else
		echo "$line" >>"$env_file"
	fi
done
chmod 640 "$env_file"
if getent group mehendi >/dev/null; then chgrp mehendi "$env_file"; fi

PGPASSWORD="$password" psql -h 127.0.0.1 -U "$db_user" -d "$db_name" -tAc 'select 1' >/dev/null
redis-cli -u "$redis_url" ping >/dev/null
echo "PostgreSQL database ${db_name} (user ${db_user}) and Redis answer; DATABASE_URL and REDIS_URL are in ${env_file}."
