"""``python -m tools.devset8``: rewrites tests/mail/devset8/ (deterministic)."""

from tools.devset8.generate import generate

if __name__ == "__main__":
    print(f"{len(generate())} mails written")
