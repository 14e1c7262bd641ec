import { OPTION_LISTS, optionLabelKey } from '@portal/contract';
import type { Db } from '../db/client.js';
import { areaRows } from './data/areas/index.js';
import { carouselRows } from './data/carousel.js';
import { configRows } from './data/config.js';

const BATCH = 500;

/** Settings, option lists, areas and dashboard carousel; needs the companies seeded first. */
export async function seedSystem(db: Db): Promise<void> {
  await db.insertInto('sys_config').values(configRows()).execute();
  await db.insertInto('sys_option').values(optionRows()).execute();
  const areas = areaRows();
  for (let i = 0; i < areas.length; i += BATCH) {
    await db
      .insertInto('area')
      .values(areas.slice(i, i + BATCH))
      .execute();
  }
  await db.insertInto('carousel_item').values(carouselRows()).execute();
}

function optionRows() {
  return Object.entries(OPTION_LISTS).flatMap(([list, values]) =>
    values.map((value, sort) => ({
      list_code: list,
      value,
      label_key: optionLabelKey(list, value),
      sort,
    })),
  );
}
