#!/bin/sh
# Start Dovecot (IMAP for the worker), then Postfix in the foreground (SMTP for the world).
set -eu
: "${MAIL_DOMAIN:?set MAIL_DOMAIN (the domain of the seat addresses)}"
: "${IMAP_USER:?set IMAP_USER}"
: "${IMAP_PASSWORD:?set IMAP_PASSWORD}"
postconf -e "virtual_mailbox_domains = $MAIL_DOMAIN" "myhostname = mail.$MAIL_DOMAIN"
# Every address of the domain goes to the one Maildir (trailing slash = Maildir format).
printf '/@%s$/ inbox/Maildir/\n' "$(printf %s "$MAIL_DOMAIN" | sed 's/\./\\./g')" \
  > /etc/postfix/vmailbox
mkdir -p /var/mail/vhosts/inbox && chown -R vmail:vmail /var/mail/vhosts
printf '%s:{PLAIN}%s\n' "$IMAP_USER" "$IMAP_PASSWORD" > /etc/dovecot/users
chown root:dovecot /etc/dovecot/users && chmod 640 /etc/dovecot/users
cp /etc/resolv.conf /var/spool/postfix/etc/resolv.conf 2>/dev/null || true
dovecot
exec postfix start-fg
