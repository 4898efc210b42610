#!/bin/sh
# ExecStartPost of mehendi.service: the unit counts as started once GET /api/health/ready answers 200,
# so `systemctl restart mehendi` returns when the new process serves (or fails after 90 s).
port="${PORT:-3000}"
tries=0
while [ "$tries" -lt 180 ]; do
	if curl -fs -o /dev/null -m 3 "http://127.0.0.1:${port}/api/health/ready"; then exit 0; fi
	tries=$((tries + 1))
	sleep 0.5
done
echo "Mehendi Market did not become ready on port ${port} within 90 s: journalctl -u mehendi" >&2
exit 1
