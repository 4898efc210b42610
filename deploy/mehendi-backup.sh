#!/bin/sh
# The nightly backup (mehendi-backup.service; docs/deploy.md#backups): `npm run backup` to a dated
# archive in BACKUP_DIR, checked, then all but the newest BACKUP_KEEP (14) archives deleted. Exits
# non-zero on any failure, which alerts the owner (OnFailure=). Run by hand the same way:
#   sudo -u mehendi sh -c 'set -a; . /etc/mehendi/mehendi.env; /opt/mehendi/deploy/mehendi-backup.sh'
set -eu
# Archives hold phone numbers: readable by the app's user only, however this is started.
umask 077
: "${BACKUP_DIR:?BACKUP_DIR is not set (/etc/mehendi/mehendi.env)}"
keep="${BACKUP_KEEP:-14}"
app="$(cd "$(dirname "$0")/.." && pwd)"
# The name GET /metrics looks for (mehendi-*.gz); the backup writes FILE.part and renames it when done.
file="${BACKUP_DIR}/mehendi-$(date +%Y-%m-%d-%H%M).gz"

mkdir -p "$BACKUP_DIR"
cd "$app"
npm run --silent backup -- "$file"
# A cut-off archive is refused by the restore; gzip's own check catches a damaged one tonight.
gzip -t "$file"

# The newest first; everything after the first $keep goes.
ls -1t "$BACKUP_DIR"/mehendi-*.gz | tail -n +"$((keep + 1))" | while read -r old; do
	rm -f -- "$old"
done
echo "Backup ${file} ($(du -h "$file" | cut -f1)); $(ls -1 "$BACKUP_DIR"/mehendi-*.gz | wc -l) kept."
