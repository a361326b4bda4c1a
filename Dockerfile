# The gamemaster image: one image for web (gunicorn), worker and beat (see docker-compose.yml).
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt

COPY . .
# Static files are collected at build time and served by whitenoise from the image.
RUN DEBUG=false SECRET_KEY=collectstatic-only GAMEMASTER_VAR_DIR=/tmp/var \
    python manage.py collectstatic --no-input -v 0

RUN useradd --create-home --uid 1000 app && mkdir -p /app/var && chown app /app/var
USER app
EXPOSE 8000
CMD ["gunicorn", "gamemaster.wsgi", "--bind", "0.0.0.0:8000", "--access-logfile", "-"]
