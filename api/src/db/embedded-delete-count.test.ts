import { connectDb } from './connect';

describe('the embedded database (PGlite through knex)', () => {
  it('answers a delete with the number of rows it deleted, as the PostgreSQL server does', async () => {
    const db = connectDb({ embeddedDir: 'memory://' });
    try {
      await db.schema.createTable('things', (t) => {
        t.increments('id');
        t.text('name');
      });
      await db('things').insert([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
      expect(await db('things').where('id', '<', 3).delete()).toBe(2);
      expect(await db('things').where('id', 99).del()).toBe(0);
      expect(await db('things').delete().returning('id')).toEqual([{ id: 3 }]);
    } finally {
      await db.destroy();
    }
  });
});
