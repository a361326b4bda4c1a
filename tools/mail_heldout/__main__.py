"""``python -m tools.mail_heldout``: rewrite tests/mail/heldout/."""

from tools.mail_heldout.generate import main

if __name__ == "__main__":
    written = main()
    print(f"{len(written)} mails written")
