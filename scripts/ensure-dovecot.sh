#!/usr/bin/env bash
# The mail tests run against a real Dovecot (IMAP + LMTP) started by the test harness. Install Debian's
# packages with apt-get when they are missing and we can; otherwise say so and let those tests skip.
set -euo pipefail
if [ -x /usr/sbin/dovecot ] || [ -x /usr/local/sbin/dovecot ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Dovecot is missing: installing Debian's dovecot-imapd and dovecot-lmtpd (about 20 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd dovecot-lmtpd >/dev/null
  { [ -x /usr/sbin/dovecot ] || [ -x /usr/local/sbin/dovecot ]; } && exit 0
fi
echo "Mail tests need Dovecot; they will be skipped." >&2
echo "Install it with: sudo apt-get update && sudo apt-get install -y dovecot-imapd dovecot-lmtpd" >&2
if [ "${REQUIRE_MAIL_SERVERS:-}" = 1 ]; then exit 1; fi
exit 0
