# Sourced by .ci/run: a throw-away Dovecot IMAP server on 127.0.0.1:10143 with one user, for
# tests/integration/test_mail_imap.py (a real worker reads a real mailbox). Debian's
# dovecot-imapd; its own config, run and mail folders under /tmp/gm-dovecot-ci, so the
# system's Dovecot (if any) is untouched. An instance left by an earlier run is stopped
# first. Exports GAMEMASTER_TEST_IMAP_URL.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd >/dev/null
imap_dir=/tmp/gm-dovecot-ci
if [ -f "$imap_dir/run/master.pid" ]; then
  kill "$(cat "$imap_dir/run/master.pid")" 2>/dev/null || true
  for _ in $(seq 20); do (echo > /dev/tcp/127.0.0.1/10143) 2>/dev/null || break; sleep 0.5; done
fi
rm -rf "$imap_dir"
imap_password=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
mkdir -p "$imap_dir/run" "$imap_dir/state" "$imap_dir/home"
chmod 755 "$imap_dir"
chown nobody:nogroup "$imap_dir/home"
printf 'gmtest:{PLAIN}%s\n' "$imap_password" > "$imap_dir/users"
chgrp dovecot "$imap_dir/users" && chmod 640 "$imap_dir/users"
cat > "$imap_dir/dovecot.conf" <<CONF
protocols = imap
listen = 127.0.0.1
base_dir = $imap_dir/run
state_dir = $imap_dir/state
log_path = $imap_dir/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $imap_dir/users
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=$imap_dir/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = 10143
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
CONF
dovecot -c "$imap_dir/dovecot.conf"
for _ in $(seq 30); do (echo > /dev/tcp/127.0.0.1/10143) 2>/dev/null && break; sleep 1; done
export GAMEMASTER_TEST_IMAP_URL="imap://gmtest:$imap_password@127.0.0.1:10143/INBOX"
