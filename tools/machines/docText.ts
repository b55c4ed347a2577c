import { machineCatalogue, machineSources } from './catalogue';
import { renderMachinesDoc } from './machinesDoc';

/** The text `docs/machines.md` should hold for the machines in the tree right now. */
export function machinesDocText(): string {
  return renderMachinesDoc(machineCatalogue(), machineSources);
}
