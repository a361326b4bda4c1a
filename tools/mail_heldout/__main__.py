"""``python -m tools.mail_heldout``: rewrites tests/mail/heldout/ (deterministic)."""

from tools.mail_heldout.generate import generate

if __name__ == "__main__":
    print(f"{len(generate())} mails written")
