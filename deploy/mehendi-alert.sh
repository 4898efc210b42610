#!/bin/sh
# Tells the owner that a unit failed (mehendi-alert@.service, OnFailure= of the app and the backup):
#  - always: a critical line in the journal (journalctl -p crit);
#  - ALERT_WEBHOOK_URL: the message POSTed there, e.g. an ntfy.sh topic the owner's phone follows
#    (https://ntfy.sh/mehendi-<random>), or a Slack/Discord/Telegram-bot webhook that takes a text body;
#  - ALERT_EMAIL: by mail, when this machine can send mail (sendmail).
# Exits non-zero when no channel but the journal reached anyone, so the journal shows that too.
unit="${1:-a Mehendi Market unit}"
message="Mehendi Market on $(hostname): ${unit} failed at $(date '+%Y-%m-%d %H:%M %Z'). On the server: journalctl -u ${unit} -n 50"
logger -p daemon.crit -t mehendi-alert "$message" 2>/dev/null || echo "$message" >&2
told=0
if [ -n "${ALERT_WEBHOOK_URL:-}" ]; then
	if curl -fsS -m 20 -o /dev/null -H "Title: Mehendi Market alert" -H "Content-Type: text/plain" \
		--data-binary "$message" "$ALERT_WEBHOOK_URL"; then
		told=1
	else
		echo "mehendi-alert: ALERT_WEBHOOK_URL did not take the alert" >&2
	fi
fi
if [ -n "${ALERT_EMAIL:-}" ]; then
	if command -v sendmail >/dev/null 2>&1 &&
		printf 'Subject: Mehendi Market: %s failed\n\n%s\n' "$unit" "$message" | sendmail "$ALERT_EMAIL"; then
		told=1
	else
		echo "mehendi-alert: could not mail ${ALERT_EMAIL} (no sendmail?)" >&2
	fi
fi
[ "$told" -eq 1 ] || { echo "mehendi-alert: only the journal was told; set ALERT_WEBHOOK_URL" >&2; exit 1; }
