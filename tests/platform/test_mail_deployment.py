"""The receiving mail service of docker-compose.yml (deploy/mail/), checked without Docker:
the app services read the IMAP mailbox it serves, for the domain it receives; its Dovecot
configuration is valid for Debian's Dovecot (``doveconf``, where installed); its Postfix
delivers every address of the domain and relays nothing."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml

pytestmark = pytest.mark.once  # reads the mail deployment files

ROOT = Path(__file__).resolve().parents[2]
MAIL = ROOT / "deploy" / "mail"
APP_SERVICES = ("web", "worker", "beat")


def _env(service: dict) -> dict[str, str]:
    env = service.get("environment", {})
    return {k: re.sub(r"\$\{\w+:-([^}]*)\}", r"\1", str(v)) for k, v in env.items()}


@pytest.fixture(scope="module")
def services() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]


def test_the_mail_service_receives_smtp_and_keeps_its_mail_in_a_volume(services):
    mail = services["mail"]
    assert mail["build"] == "deploy/mail"
    assert "25:25" in mail["ports"]
    assert any(v.endswith(":/var/mail/vhosts") for v in mail["volumes"])
    dockerfile = (MAIL / "Dockerfile").read_text()
    assert re.search(r"apt-get install .*postfix dovecot-imapd", " ".join(dockerfile.split()))


@pytest.mark.parametrize("name", APP_SERVICES)
def test_app_services_read_the_mail_services_imap_box_for_its_domain(services, name):
    app, mail = _env(services[name]), _env(services["mail"])
    inbox = urlsplit(app["GAMEMASTER_MAIL_INBOX"])
    assert (inbox.scheme, inbox.hostname, inbox.port) == ("imap", "mail", 143)
    assert unquote(inbox.username) == mail["IMAP_USER"]
    assert unquote(inbox.password) == mail["IMAP_PASSWORD"]
    assert app["GAMEMASTER_MAIL_DOMAIN"] == mail["MAIL_DOMAIN"]
    assert "mail" in services[name]["depends_on"]


def test_the_settings_take_the_compose_mail_settings(services, tmp_path):
    env = {"PATH": "/usr/bin:/bin", **_env(services["worker"]),
           "GAMEMASTER_VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "gamemaster.settings"}
    probe = ("import django; django.setup()\nfrom django.conf import settings as s\n"
             "print(s.GAMEMASTER_MAIL_DOMAIN, s.GAMEMASTER_MAIL_INBOX)")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, text=True,
                         capture_output=True, check=True).stdout.split()
    assert out == [_env(services["worker"])["GAMEMASTER_MAIL_DOMAIN"],
                   _env(services["worker"])["GAMEMASTER_MAIL_INBOX"]]


def test_postfix_takes_only_the_game_domain_into_one_maildir():
    main = dict(re.findall(r"^(\w+)[ \t]*=[ \t]*(.*)$", (MAIL / "main.cf").read_text(), re.M))
    assert main["smtpd_relay_restrictions"] == "reject_unauth_destination"
    assert main["mydestination"] == ""
    assert main["virtual_mailbox_maps"] == "regexp:/etc/postfix/vmailbox"
    entrypoint = (MAIL / "entrypoint.sh").read_text()
    assert 'postconf -e "virtual_mailbox_domains = $MAIL_DOMAIN"' in entrypoint
    assert "inbox/Maildir/" in entrypoint  # Postfix's trailing slash: Maildir format
    dovecot = (MAIL / "dovecot.conf").read_text()
    assert "mail_location = maildir:/var/mail/vhosts/inbox/Maildir" in dovecot


@pytest.mark.skipif(shutil.which("doveconf") is None, reason="Debian's Dovecot not installed")
def test_debians_dovecot_accepts_the_configuration(tmp_path):
    conf = (MAIL / "dovecot.conf").read_text().replace("/etc/dovecot/users",
                                                       str(tmp_path / "users"))
    (tmp_path / "dovecot.conf").write_text(conf)
    done = subprocess.run(["doveconf", "-n", "-c", str(tmp_path / "dovecot.conf")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "mail_location = maildir:/var/mail/vhosts/inbox/Maildir" in done.stdout
