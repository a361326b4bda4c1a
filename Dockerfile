# The gamemaster image: one image for web (gunicorn), worker and beat (see docker-compose.yml).

# The standard engine's hot modules compiled with mypyc (scripts/compile-engines, an optional
# accelerator: the .py files are the engine and run unchanged without it). Built in the full
# Debian image, which has gcc and Python's headers; only adjudication/ comes over, with the
# extensions beside the .py files they were built from.
FROM python:3.11-bookworm AS engine
WORKDIR /src
COPY requirements-compile.txt .
COPY scripts/compile-engines scripts/
COPY tools/ tools/
COPY adjudication/ adjudication/
RUN PYTHON=python scripts/compile-engines

FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .
COPY --from=engine /src/adjudication/ adjudication/
RUN python tools/compiled_engine.py status --expect compiled
# Static files are collected at build time and served by whitenoise from the image.
RUN DEBUG=false SECRET_KEY=collectstatic-only GAMEMASTER_VAR_DIR=/tmp/var \
    python manage.py collectstatic --no-input -v 0

RUN useradd --create-home --uid 1000 app && mkdir -p /app/var && chown app /app/var
USER app
EXPOSE 8000
CMD ["gunicorn", "gamemaster.wsgi", "--bind", "0.0.0.0:8000", "--access-logfile", "-"]
