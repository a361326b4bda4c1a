# The game's change stamp and the triggers that raise it (games/stamps.py).

import django.db.models.deletion
from django.db import migrations, models


def install(apps, schema_editor):
    from games import stamps

    stamps.install(schema_editor.connection.alias)


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0008_mail_pictures'),
    ]

    operations = [
        migrations.CreateModel(
            name='PageStamp',
            fields=[
                ('game', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, primary_key=True, related_name='page_stamp', serialize=False, to='games.game')),
                ('value', models.BigIntegerField(default=1)),
            ],
        ),
        migrations.RunPython(install, migrations.RunPython.noop),
    ]
